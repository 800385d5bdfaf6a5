/**
 * The port a Maps tab's content script keeps open to the worker while it shows a place. Over it, it
 * sends each page URL it shows; its end (page gone, worker stopped) is the worker's cue to forget.
 */
export const PLACE_PORT = 'menu-on-maps.place';
