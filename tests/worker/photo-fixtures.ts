/**
 * Small images of our own making (tests/fixtures/photos, drawn with sharp): a JPEG carrying a camera
 * make and GPS position in its EXIF, a PNG, a JPEG too narrow to use, and a PDF renamed to .jpg.
 * Inlined by the bundler, since workerd cannot read files.
 */
import roomPng from "../fixtures/photos/room.png?inline";
import withLocation from "../fixtures/photos/room-with-location.jpg?inline";
import notAPhoto from "../fixtures/photos/not-a-photo.jpg?inline";
import tooNarrow from "../fixtures/photos/too-narrow.jpg?inline";

function fileFrom(dataUrl: string, name: string, type: string): File {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type });
}

export const photoFixtures = {
  jpegWithLocation: () => fileFrom(withLocation, "IMG_2041.jpg", "image/jpeg"),
  png: () => fileFrom(roomPng, "room.png", "image/png"),
  tooNarrow: () => fileFrom(tooNarrow, "small.jpg", "image/jpeg"),
  pdfNamedJpeg: () => fileFrom(notAPhoto, "brochure.jpg", "image/jpeg"),
};

/** The camera make written into the JPEG fixture's EXIF: no stored or served byte may carry it. */
export const FIXTURE_CAMERA = "NarmadaTestCam";
