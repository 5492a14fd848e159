import { LAYOUT_IMAGE_MAX_BYTES } from '@core/venture-constants';
import { looksLikePdf, renderScale } from './plan-file';

/** The rendered plan's longer side: sharp enough to draw plots on, well inside the server's limits. */
const RENDER_SIDE = 3000;

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * A PDF plan's first page as a PNG, rendered in the browser with pdf.js (loaded here, with its
 * worker as a file of its own, only when a PDF is chosen). A page too detailed for a 10 MB PNG
 * is sent as a JPEG. Throws when the file is no PDF or pdf.js cannot render it: the caller says
 * `layoutPdfUnreadable` and keeps the old plan.
 */
export async function pdfToImage(file: File): Promise<File> {
  const data = new Uint8Array(await file.arrayBuffer());
  if (!looksLikePdf(data)) throw new Error('not a PDF');
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const document_ = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
  try {
    const page = await document_.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: renderScale(base.width, base.height, RENDER_SIDE) });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    await page.render({ canvas, canvasContext: context, viewport, background: '#ffffff' }).promise;
    const stem = file.name.replace(/\.pdf$/i, '') || 'layout-plan';
    const png = await canvasBlob(canvas, 'image/png');
    if (png && png.size <= LAYOUT_IMAGE_MAX_BYTES) return new File([png], `${stem}.png`, { type: 'image/png' });
    const jpeg = await canvasBlob(canvas, 'image/jpeg', 0.9);
    if (!jpeg) throw new Error('could not encode the page');
    return new File([jpeg], `${stem}.jpg`, { type: 'image/jpeg' });
  } finally {
    await document_.destroy();
  }
}
