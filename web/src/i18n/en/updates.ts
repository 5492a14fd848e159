/** Amaravati Updates: the list with its search, the cards and one update's page. */
export default {
  title: 'Amaravati Updates',
  description: 'News from the Amaravati capital region: infrastructure, policy, projects and the property market, newest first.',
  lead: 'Stay informed about the latest developments, infrastructure projects and property news in the capital region.',
  /** An update's page title. */
  articleTitle: (title: string) => `${title} | Amaravati Updates`,
  search: {
    label: 'Search updates',
    placeholder: 'Search by title or content...',
    noMatch: 'Try another word, or clear the search.',
  },
  loading: 'Loading updates…',
  loadFailed: 'Could not load the updates.',
  count: (total: number) => `${total} updates`,
  matching: (shown: number, total: number) => `${shown} of ${total} updates match`,
  readMore: 'Read more',
  /** The accessible name of 'Read more' starts with the visible words, then the post's title (an element: it may be marked English). */
  readMoreAbout: 'Read more: ',
  article: {
    back: 'Back to Updates',
    returnToList: 'Return to Updates',
    loading: 'Loading update…',
    loadFailed: 'We could not load this update. Check your connection and try again.',
    tryAgain: 'Try again',
  },
};
