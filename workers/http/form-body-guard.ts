import type { MiddlewareHandler } from "hono";
import { isDeskPath } from "../access/desk-paths";
import { MAX_PHOTO_BYTES } from "../../app/desk/photos/photo-intake.server";
import { MAX_BODY_BYTES, readLimitedBody } from "../platform/read-limited-body";
import { refuse } from "./refuse";
import { isApiPath } from "./request-kind";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

const unreadableForm = {
  status: 400 as const,
  code: "invalid_form",
  title: "We could not read this form",
  message: "We could not read this form. Please go back, reload the page and send it again.",
};

/** A desk form with a photo: the photo's limit and room for the form's other fields. */
export const DESK_UPLOAD_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

/**
 * A page's form action gets what a browser's form sends, at most 16 KiB of it, before anything
 * parses it: another content type answers 415, a larger body 413 (counting the bytes that arrive,
 * whatever Content-Length says), multipart that does not parse 400. What passes is handed on
 * already read, so React Router's action parses a body of known size. The front desk's multipart
 * forms (staff are signed in before this runs) may carry a photo of up to 15 MB.
 */
export const limitFormBody: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "POST" || isApiPath(c.req.path)) return next();
  const contentType = c.req.header("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) {
    return refuse(c, {
      status: 415,
      code: "unsupported_media_type",
      title: "We could not read this form",
      message:
        "Forms on this site are sent as web forms (application/x-www-form-urlencoded or multipart/form-data). Please go back and use the form on our website.",
    });
  }
  const upload = mediaType === "multipart/form-data" && isDeskPath(c.req.path);
  const body = await readLimitedBody(c.req.raw, upload ? DESK_UPLOAD_BYTES : MAX_BODY_BYTES);
  if (!body.ok && upload) {
    return refuse(c, {
      status: 413,
      code: "payload_too_large",
      title: "This photo is too large",
      message: "Photos can be up to 15 MB. Please go back and choose a smaller one.",
    });
  }
  if (!body.ok) {
    return refuse(c, {
      status: 413,
      code: "payload_too_large",
      title: "Your message is too long",
      message: `Your form is larger than ${MAX_BODY_BYTES / 1024} KiB, so we could not accept it. Please go back, shorten your message and send it again.`,
    });
  }
  const request = new Request(c.req.raw, { body: body.bytes });
  if (mediaType === "multipart/form-data") {
    try {
      await request.clone().formData();
    } catch {
      return refuse(c, unreadableForm);
    }
  }
  c.req.raw = request;
  return next();
};
