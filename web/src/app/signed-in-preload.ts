let preload: () => void = () => {};
let started = false;

/** Tells what loading the signed-in app means (the router knows its modules). */
export function setSignedInPreload(load: () => void): void {
  preload = load;
}

/**
 * Starts loading what the first signed-in page needs once a visitor starts filling in a sign-in
 * form, so signing in does not then wait for it. Not before: a visit that only looks loads none
 * of it.
 */
export function preloadSignedInApp(): void {
  if (started) return;
  started = true;
  preload();
}
