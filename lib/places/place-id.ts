// Places ids are base64url-ish: `ChIJ…` for most businesses, `GhIJ…`, `EiI…` and longer forms
// for other kinds of place. Be generous on the shape; the menu service decides what it knows.
const PLACE_ID_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;

export function isPlaceIdShape(text: string): boolean {
  return PLACE_ID_SHAPE.test(text);
}
