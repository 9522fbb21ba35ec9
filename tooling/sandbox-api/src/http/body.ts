/**
 * Request bodies: their size limits (README "Request limits"), reading a stream up to a limit,
 * and multipart forms (file uploads).
 */
import type { In } from './app';

/**
 * Largest JSON (or other non-upload) request body, bytes (README: request limits): larger
 * bodies answer 413 before they are buffered — a declared `Content-Length` over it at once,
 * a streamed body as soon as the count passes it.
 */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** Largest multipart body read (a 5 MB image plus the form's framing), bytes. */
export const MULTIPART_MAX_BYTES = 6 * 1024 * 1024;

/** A request body passed its limit while it was read. */
export class BodyTooLarge extends Error {
  constructor(readonly max: number) {
    super(`request body over ${max} bytes`);
  }
}
/** The 413 answer's message, the limit in KB or MB. */
export function tooLargeMessage(max: number): string {
  const size = max >= 1024 * 1024 ? `${max / (1024 * 1024)} MB` : `${max / 1024} KB`;
  return `请求内容过大，不能超过 ${size}`;
}

/**
 * Reads a web stream into one buffer, refusing (and cancelling the stream) past `max` bytes.
 * @throws BodyTooLarge
 */
export async function readLimited(
  stream: ReadableStream<Uint8Array> | null,
  max: number,
): Promise<Uint8Array> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    n += value.byteLength;
    if (n > max) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(max);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(n);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * Parses a multipart/form-data body into `{ name: File | string }`; a missing required part or a
 * body that is not multipart answers 400 with an `errors` field.
 */
export async function multipartOf(
  request: In,
  required: string[],
  max: number,
): Promise<{ body: Record<string, unknown> } | { errors: Record<string, string[]> }> {
  const type = request.header('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type))
    return { errors: { non_field_errors: ['请以 multipart/form-data 方式上传文件'] } };
  const bytes = await request.bytes(max);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return { errors: { non_field_errors: ['上传内容无法解析，请重新选择文件'] } };
  }
  const body: Record<string, unknown> = {};
  for (const [k, v] of form) body[k] = v;
  for (const name of required)
    if (!(name in body)) return { errors: { [name]: ['请选择要上传的文件'] } };
  return { body };
}
