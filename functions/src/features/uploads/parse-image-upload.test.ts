import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../core/constants';
import { MESSAGES } from '../../core/messages';
import { HttpError } from '../../http/errors';
import { multipartBody, pngOfSize } from '../../testing/uploads';
import { MULTIPART_OVERHEAD_BYTES, parseImageUpload } from './parse-image-upload';

type Source = 'stream' | 'rawBody';

/** The same body through both paths: a request stream (standalone) or req.rawBody (Cloud Functions). */
async function parse(source: Source, body: Buffer, contentType: string, chunkSize = 16 * 1024) {
  const headers = { 'content-type': contentType, 'content-length': String(body.length) };
  if (source === 'rawBody') return parseImageUpload(headers, body);
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < body.length; offset += chunkSize) chunks.push(body.subarray(offset, offset + chunkSize));
  return parseImageUpload(headers, Readable.from(chunks));
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe.each<Source>(['stream', 'rawBody'])('parseImageUpload from a %s', (source) => {
  it('gives back the exact bytes of the one file', async () => {
    const png = await pngOfSize(300, 200);
    const { body, contentType } = await multipartBody([{ name: 'file', value: png, filename: 'plot.png', type: 'image/png' }]);
    const parsed = await parse(source, body, contentType);
    expect(parsed.bytes.equals(png)).toBe(true);
    expect(parsed.filename).toBe('plot.png');
  });

  it('accepts a file of exactly 5 MB and a few small fields beside it', async () => {
    const bytes = Buffer.alloc(MAX_IMAGE_BYTES, 7);
    const { body, contentType } = await multipartBody([
      { name: 'note', value: 'front view' },
      { name: 'file', value: bytes, filename: 'big.jpg' },
    ]);
    expect((await parse(source, body, contentType, 256 * 1024)).bytes.length).toBe(MAX_IMAGE_BYTES);
  });

  it("refuses 5 MB + 1 byte with 413 'Image size must be less than 5MB'", async () => {
    const { body, contentType } = await multipartBody([{ name: 'file', value: Buffer.alloc(MAX_IMAGE_BYTES + 1, 7), filename: 'big.jpg' }]);
    const error = await refusal(parse(source, body, contentType, 256 * 1024));
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large', message: MESSAGES.imageTooLarge });
  });

  it('refuses two files with 400', async () => {
    const png = await pngOfSize(50, 50);
    const { body, contentType } = await multipartBody([
      { name: 'file', value: png, filename: 'a.png' },
      { name: 'file', value: png, filename: 'b.png' },
    ]);
    expect(await refusal(parse(source, body, contentType))).toMatchObject({ status: 400, message: MESSAGES.imageOneAtATime });
  });

  it('refuses a file in another field with 400', async () => {
    const { body, contentType } = await multipartBody([{ name: 'image', value: await pngOfSize(50, 50), filename: 'a.png' }]);
    expect((await refusal(parse(source, body, contentType))).status).toBe(400);
  });

  it('refuses no file and an empty file input with 422 (the form has no image)', async () => {
    const onlyText = await multipartBody([{ name: 'note', value: 'no file here' }]);
    expect(await refusal(parse(source, onlyText.body, onlyText.contentType))).toMatchObject({ status: 422, message: MESSAGES.imageMissing });
    const noChoice = await multipartBody([{ name: 'file', value: Buffer.alloc(0), filename: '' }]);
    expect(await refusal(parse(source, noChoice.body, noChoice.contentType))).toMatchObject({ status: 422, message: MESSAGES.imageMissing });
  });

  it('refuses an empty file with 422', async () => {
    const { body, contentType } = await multipartBody([{ name: 'file', value: Buffer.alloc(0), filename: 'empty.png' }]);
    expect(await refusal(parse(source, body, contentType))).toMatchObject({ status: 422, message: MESSAGES.imageEmpty, key: 'imageEmpty', fields: { file: 'imageEmpty' } });
  });

  it('refuses too many parts with 400', async () => {
    const parts = Array.from({ length: 7 }, (_, n) => ({ name: `field${n}`, value: 'x' }));
    const { body, contentType } = await multipartBody(parts);
    expect((await refusal(parse(source, body, contentType))).status).toBe(400);
  });

  it('refuses a truncated multipart body with 400', async () => {
    const { body, contentType } = await multipartBody([{ name: 'file', value: await pngOfSize(80, 80), filename: 'a.png' }]);
    expect((await refusal(parse(source, body.subarray(0, body.length - 60), contentType))).status).toBe(400);
  });

  it('refuses a body that is not multipart with 415', async () => {
    expect((await refusal(parse(source, Buffer.from('{"file":"x"}'), 'application/json'))).status).toBe(415);
    expect((await refusal(parse(source, Buffer.from('x'), 'multipart/form-data'))).status).toBe(415); // no boundary
  });
});

describe('parseImageUpload limits on the whole body', () => {
  it('refuses an announced body far over 5 MB with 413 without reading it, asking to close the connection', async () => {
    let read = false;
    const never = new Readable({
      read() {
        read = true;
        this.push(null);
      },
    });
    const error = await refusal(
      parseImageUpload({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES + 1) }, never),
    );
    expect(error).toMatchObject({ status: 413, message: MESSAGES.imageTooLarge, headers: { Connection: 'close' } });
    expect(read).toBe(false);
  });

  it('stops a chunked body (no Content-Length) once it passes the limit', async () => {
    let sent = 0;
    const endless = new Readable({
      read() {
        sent += 64 * 1024;
        // Never ends by itself: the parser must give up, not wait for the end.
        this.push(sent === 64 * 1024 ? Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n') : Buffer.alloc(64 * 1024));
      },
    });
    const error = await refusal(parseImageUpload({ 'content-type': 'multipart/form-data; boundary=x' }, endless));
    expect(error).toMatchObject({ status: 413, message: MESSAGES.imageTooLarge });
    endless.destroy();
    expect(sent).toBeLessThan(MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES + 1024 * 1024);
  });

  it('answers 400 instead of hanging when the stream was already read to its end', async () => {
    const { body, contentType } = await multipartBody([{ name: 'file', value: await pngOfSize(40, 40), filename: 'a.png' }]);
    const consumed = Readable.from([body]);
    for await (const _chunk of consumed) {
      // read it all, as a body parser would
    }
    expect((await refusal(parseImageUpload({ 'content-type': contentType }, consumed))).status).toBe(400);
  });

  it('refuses an over-large rawBody the same way', async () => {
    const error = await refusal(parseImageUpload({ 'content-type': 'multipart/form-data; boundary=x' }, Buffer.alloc(MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES + 1)));
    expect(error.status).toBe(413);
  });
});
