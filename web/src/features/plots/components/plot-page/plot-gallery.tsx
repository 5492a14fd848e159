import type { PlotStatus } from '@core/constants';
import type { PlotImage } from '@core/schemas/plot';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CloseIcon } from '@/components/layout/layout-icons';
import { useModalDialog } from '@/components/ui/modal';
import { PlotStatusBadge } from '@/components/ui/plot-status-badge';
import { Localized } from '@/i18n/localized';
import { useT } from '@/i18n/use-language';
import { imageSources } from '../../utils/image-sources';
import { photoAlt, stepIndex, swipeDirection } from '../../utils/gallery';
import { ImageOffIcon } from '../plot-icons';

/** The gallery's column: the whole width on phones, about two thirds from 1024 px (max 7xl page). */
const MAIN_SIZES = '(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw';

const NAV_BUTTON =
  'absolute top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow-md transition-colors hover:bg-white hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** 'Previous photo' and 'Next photo' over a picture. */
function StepButtons({ onStep }: { onStep: (by: number) => void }) {
  const t = useT('plotPage').gallery;
  return (
    <>
      {([
        [-1, t.previous, 'left-3', 'M15 18l-6-6 6-6'],
        [1, t.next, 'right-3', 'M9 18l6-6-6-6'],
      ] as const).map(([by, label, side, path]) => (
        <button key={label} type="button" onClick={() => onStep(by)} aria-label={label} className={`${NAV_BUTTON} ${side}`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d={path} />
          </svg>
        </button>
      ))}
    </>
  );
}

/**
 * Arrow keys step through the photos (the key events of the full-screen dialog reach the gallery
 * too: it is inside it); a horizontal swipe (touch, pen or mouse drag) does too, and the click
 * that ends a swipe does not count as a tap.
 */
function useStepping(count: number, index: number, setIndex: (index: number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const step = (by: number) => setIndex(stepIndex(index, by, count));
  return {
    step,
    /** Whether a click is the end of a swipe (the browser clicks where the finger or mouse went up). */
    endsSwipe: () => swiped.current,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        step(event.key === 'ArrowLeft' ? -1 : 1);
      }
    },
    swipe: {
      onPointerDown: (event: PointerEvent) => {
        swiped.current = false;
        start.current = { x: event.clientX, y: event.clientY };
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
        if (direction === 0) return;
        swiped.current = true;
        step(direction);
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
  };
}

/**
 * A plot's photos, cover first: the cover is the page's largest picture, rendered by the server
 * with its size (no layout shift) and fetched first; arrows, arrow keys, swipes and thumbnails step
 * through the rest, and a full-screen view opens in a modal dialog (focus kept inside, Escape closes).
 */
export function PlotGallery({
  images,
  title,
  status,
}: {
  images: readonly PlotImage[];
  title: string;
  /** A plot that is not available: its status named on the photo, the photo a little grey. */
  status: { status: Exclude<PlotStatus, 'available'>; text: string } | null;
}) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const { step, endsSwipe, onKeyDown, swipe } = useStepping(images.length, index, setIndex);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const current = images[index];
  const many = images.length > 1;
  const t = useT('plotPage').gallery;

  if (!current) {
    return (
      <div className="flex aspect-[3/2] flex-col items-center justify-center gap-2 rounded-2xl bg-slate-100 text-slate-500">
        <ImageOffIcon />
        <span className="text-sm font-medium">{t.noPhotos}</span>
      </div>
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label={t.label(title)} onKeyDown={onKeyDown} data-testid="plot-gallery">
      <div className="relative aspect-[3/2] touch-pan-y overflow-hidden rounded-2xl bg-slate-100 select-none" {...swipe}>
        {failed.has(current.url) ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-slate-600">
            <ImageOffIcon />
            <span className="text-sm font-medium">{t.failed}</span>
          </div>
        ) : (
          <button type="button" onClick={() => endsSwipe() || setFullScreen(true)} className="block h-full w-full cursor-zoom-in" aria-label={t.open(photoAlt(current, index, title, t.photoOf), index + 1, images.length)}>
            <img
              key={current.url}
              {...imageSources(current.url)}
              sizes={MAIN_SIZES}
              alt={photoAlt(current, index, title, t.photoOf)}
              width={960}
              height={640}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
              draggable={false}
              onError={() => setFailed((before) => new Set(before).add(current.url))}
              className={`h-full w-full object-cover ${status ? 'grayscale-[40%]' : ''}`}
              data-testid="gallery-photo"
            />
          </button>
        )}
        {status ? (
          <PlotStatusBadge status={status.status} className="pointer-events-none absolute top-3 left-3 max-w-[calc(100%-1.5rem)] rounded-md px-3 py-1 text-sm font-bold tracking-wider uppercase shadow-sm">
            {status.text}
          </PlotStatusBadge>
        ) : null}
        {many ? <StepButtons onStep={step} /> : null}
        <p aria-live="polite" className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-slate-900/75 px-3 py-1 text-xs font-semibold text-white tabular-nums" data-testid="gallery-counter">
          <span className="sr-only">{t.counterPrefix}</span>
          {index + 1} / {images.length}
        </p>
      </div>

      {many ? (
        <ul aria-label={t.thumbnails} className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, position) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t.show(position + 1)}
                aria-current={position === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg ring-offset-2 transition ${position === index ? 'ring-2 ring-brand-600' : 'opacity-80 hover:opacity-100'}`}
              >
                <img {...imageSources(image.url)} sizes="96px" alt="" width={96} height={64} loading="lazy" decoding="async" className="h-16 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <FullScreenPhotos
        open={fullScreen}
        onClose={() => setFullScreen(false)}
        images={images}
        index={index}
        title={title}
        onStep={step}
        swipe={swipe}
      />
    </section>
  );
}

function FullScreenPhotos({
  open,
  onClose,
  images,
  index,
  title,
  onStep,
  swipe,
}: {
  open: boolean;
  onClose: () => void;
  images: readonly PlotImage[];
  index: number;
  title: string;
  onStep: (by: number) => void;
  swipe: ReturnType<typeof useStepping>['swipe'];
}) {
  const ref = useModalDialog(open);
  const current = images[index];
  const t = useT('plotPage').gallery;
  return (
    <dialog
      ref={ref}
      aria-label={t.fullScreen(title)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-full max-h-none w-full max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
      data-testid="gallery-dialog"
    >
      {open && current ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <p className="text-sm font-semibold tabular-nums" aria-live="polite">
              {t.position(index + 1, images.length)}
            </p>
            <button type="button" onClick={onClose} aria-label={t.close} className="inline-flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white">
              <CloseIcon className="h-6 w-6" />
            </button>
          </div>
          <div className="relative min-h-0 flex-1 touch-pan-y select-none" {...swipe}>
            <img src={current.url} alt={photoAlt(current, index, title, t.photoOf)} draggable={false} className="h-full w-full object-contain" />
            {images.length > 1 ? <StepButtons onStep={onStep} /> : null}
          </div>
          {current.alt ? (
            <p className="px-4 py-3 text-center text-sm text-slate-200">
              <Localized english={current.alt} />
            </p>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
