/**
 * English words kept apart from the dictionaries, for when a page's own words could not load: the
 * router's error screen (it ships with the app itself) and the page shell the server sends when
 * rendering failed.
 */
export const noScript = 'Some parts of this site (search, forms, favourites) need JavaScript. Call us or message us on WhatsApp.';

export const errorScreen = {
  heading: 'Unexpected Application Error!',
  text: 'Sorry, this page could not be shown. Reloading usually fixes it.',
  unknown: 'Something went wrong.',
  reload: 'Reload page',
  home: 'Go to home',
};
