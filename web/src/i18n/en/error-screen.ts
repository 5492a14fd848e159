/**
 * The error screen's words in English, apart from the rest so the screen can show them when a
 * page's own words could not load (the router's error screen ships with the app itself).
 */
export const errorScreen = {
  heading: 'Unexpected Application Error!',
  text: 'Sorry, this page could not be shown. Reloading usually fixes it.',
  unknown: 'Something went wrong.',
  reload: 'Reload page',
  home: 'Go to home',
};
