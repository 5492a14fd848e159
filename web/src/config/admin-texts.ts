import { LEAD_STATUS_TITLES, type LeadStatus } from '@core/lead-status';

/**
 * The back office's own words for what happens (its toasts, confirmations and failures), one
 * group per screen, in one place. The back office is English only; docs/product.md §8 gives many
 * of these verbatim, and the e2e tests read them. Words shared with the server and the visitors'
 * pages (a schema's rule, the API's refusals) stay the core's MESSAGES.
 */

/** Sign-in, sign-out and the session (admin-auth). */
export const AUTH_TEXTS = {
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionCheckFailed: 'Could not check your sign-in. Check your connection and try again.',
  logoutFailed: 'Could not sign out. Check your connection and try again.',
  passwordResetDone: 'Your password has been changed. Sign in with the new password.',
  passwordResetFailed: 'Could not change the password. Please try again.',
} as const;

/** Interest per listing (views, taps, enquiries over 30 days): what the back office says when its figures cannot load. */
export const INTEREST_TEXTS = {
  loadFailed: 'Could not load the interest figures.',
  plotFiguresFailed: 'Views not available',
  listsLoadFailed: 'Could not load which plots draw interest.',
} as const;

/** Plots Management: docs/product.md §8's own, verbatim, and ours where it has none. */
export const PLOT_TEXTS = {
  loadOneFailed: 'Could not load this plot.',
  added: 'Plot added successfully!',
  addFailed: 'Failed to add plot',
  updated: 'Plot updated successfully!',
  updateFailed: 'Failed to update plot',
  /** The banner over the form when the server named fields. */
  fixFields: 'The plot was not saved. Please correct these fields:',
  notSaved: 'The plot was not saved.',
  changesKept: 'Your changes are kept: try again.',
  /** Next to a blank required field (the toast says MESSAGES.requiredFields). */
  fieldRequired: 'This field is required',
  confirmDiscard: 'You have unsaved changes. Close the form and discard them?',
  imageUploaded: 'Image uploaded successfully!',
  confirmDelete: 'Are you sure you want to delete this plot? It goes to the bin (Settings → Bin) for 30 days, where you can restore it with its photos.',
  deleted: 'Plot deleted successfully',
  deleteFailed: 'Failed to delete plot',
  statusUpdated: 'Plot status updated',
  statusFailed: 'Failed to update plot status',
  loadFailed: 'Failed to load plots',
} as const;

/** Region Prices: docs/product.md §8's toasts, verbatim. */
export const REGION_TEXTS = {
  loadFailed: 'Failed to load regions',
  priceUpdated: 'Price updated successfully',
  priceFailed: 'Failed to update price',
  added: 'New region added',
  addFailed: 'Failed to add new region',
  confirmDelete: 'Are you sure you want to delete this region? It goes to the bin (Settings → Bin) for 30 days, where you can restore it.',
  deleted: 'Region deleted successfully',
  deleteFailed: 'Failed to delete region',
  nameUpdated: 'Region name updated',
  nameFailed: 'Failed to update region name',
  teluguNameUpdated: 'Telugu name updated',
  teluguNameFailed: 'Failed to update Telugu name',
  /** Beside an inline value the server did not take. */
  notSaved: (reason: string) => (reason ? `Not saved: ${reason}` : 'Not saved'),
  historyLoadFailed: 'Failed to load the price history',
  pastPriceAdded: 'Past price added to the history',
  pastPriceFailed: 'Failed to add the past price',
  correctionSaved: 'Correction saved; the old entry is kept beside it',
  correctionFailed: 'Failed to save the correction',
  villageSaved: 'Village page saved',
  villageFailed: 'Failed to save the village page',
} as const;

/** Blog Posts. */
export const BLOG_TEXTS = {
  published: 'Post published',
  updated: 'Post updated',
  saveFailed: 'Failed to save post',
  deleted: 'Post deleted',
  deleteFailed: 'Failed to delete post',
  confirmDelete: 'Are you sure you want to delete this blog post? It goes to the bin (Settings → Bin) for 30 days, where you can restore it.',
  confirmLeave: 'You have unsaved changes to this post. Leave the editor? Your draft stays in this browser tab until you save or discard it.',
  confirmDiscard: 'Discard your unsaved changes to this post? This cannot be undone.',
} as const;

/** "Send to news subscribers" in the post editor, and the progress of a post's mail (docs/product.md §2.21). */
export const NEWS_MAIL_TEXTS = {
  label: 'Send to news subscribers',
  counting: 'Counting the news subscribers…',
  countFailed: 'Could not count the news subscribers.',
  nobody: 'No confirmed news subscribers yet: nobody would get it.',
  recipients: (n: number) => `${n.toLocaleString('en-IN')} confirmed news ${n === 1 ? 'subscriber' : 'subscribers'} would get it by email.`,
  onlyNew: 'Sent again, it goes only to those who have not had it.',
  progress: (sent: number, total: number) => `News mail: sent ${sent.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')}`,
  failed: (n: number) => `${n.toLocaleString('en-IN')} could not be delivered`,
  waiting: (n: number) => `${n.toLocaleString('en-IN')} waiting (daily summaries go at 08:00 India time)`,
  queueFailed: 'The post is saved, but the news mail was not queued. Open the post and try again.',
} as const;

/** Subscribers (the Subscribers tab of Contact Messages). */
export const SUBSCRIBER_TEXTS = {
  removed: 'Subscriber removed with their alerts',
  removeFailed: 'Could not remove the subscriber. Please try again.',
  confirmRemove: (email: string) => `Remove ${email} and everything they follow? They get no more alerts; they can subscribe again on the site.`,
} as const;

/** Contact Messages: the lead board (docs/product.md §8's exact toasts) and a lead's page. */
export const LEAD_TEXTS = {
  loadFailed: 'Failed to load contact submissions',
  statusFailed: 'Failed to update status',
  deleteFailed: 'Failed to delete lead',
  deleted: 'Lead deleted successfully',
  confirmDelete: 'Are you sure you want to delete this lead? It goes to the bin (Settings → Bin) for 30 days, where you can restore it with its history.',
  moved: (status: LeadStatus) => `Moved to ${LEAD_STATUS_TITLES[status]}`,
  updated: 'Lead updated',
  saveFailed: 'Could not save the lead. Please try again.',
  noteAdded: 'Note added',
  noteFailed: 'Could not add the note. Please try again.',
} as const;

/** Settings: business details, the admin's lead mails, admin users. */
export const SETTINGS_TEXTS = {
  businessDetailsSaved: 'Business details saved',
  businessDetailsFailed: 'Could not save the business details. Please try again.',
  businessDetailsLoadFailed: 'Could not load the business details.',
  buyingCostsSaved: 'Costs of buying saved',
  buyingCostsFailed: 'Could not save the costs of buying. Please try again.',
  buyingCostsLoadFailed: 'Could not load the costs of buying.',
  leadMailsOn: 'You will get a mail for each new lead',
  leadMailsOff: 'You will get no mail for new leads',
  digestOn: 'You will get the morning digest',
  digestOff: 'You will get no morning digest',
  mailChoiceFailed: 'Could not save your choice. Please try again.',
  adminAdded: 'Admin added',
  addAdminFailed: 'Could not add the admin. Please try again.',
  confirmRemoveAdmin: 'Are you sure you want to remove this admin?',
  removeSelfWarning: 'This is your own account: you will be signed out at once and will not be able to sign in with it again.',
  adminRemoved: 'Admin removed',
  removeAdminFailed: 'Could not remove the admin. Please try again.',
  passwordCopied: 'Password copied',
  passwordNotCopied: 'Could not copy automatically: the password is selected, copy it by hand.',
} as const;

/** Settings → Bin: what was deleted, kept 30 days (docs/decisions/020-bin.md). */
export const BIN_TEXTS = {
  note: 'Deleted plots, ventures, posts, regions and leads wait here for 30 days, plots with their photos and history, ventures with their layout and photos. Restore one to bring it back as it was; after 30 days it is deleted for good.',
  loadFailed: 'Could not load the bin.',
  empty: 'The bin is empty',
  emptyNote: 'Plots, ventures, posts, regions and leads you delete wait here for 30 days.',
  restored: (title: string) => `“${title}” is back`,
  restoreFailed: 'Could not restore it. Please try again.',
  confirmPurge: 'Delete it for good? Its photos are deleted too. This cannot be undone.',
  purged: 'Deleted for good',
  purgeFailed: 'Could not delete it. Please try again.',
  confirmEmpty: (count: number) => `Delete ${count === 1 ? 'the 1 item' : `all ${count} items`} in the bin for good? Their photos are deleted too. This cannot be undone.`,
  emptied: (count: number) => `Deleted ${count === 1 ? '1 item' : `${count} items`} for good`,
  emptyFailed: 'Could not empty the bin. Please try again.',
  kind: { plot: 'Plot', blog: 'Post', region: 'Region', lead: 'Lead', venture: 'Venture' },
  daysLeft: (days: number) => (days === 0 ? 'Deleted for good at the next daily clean-up' : days === 1 ? '1 day left' : `${days} days left`),
  deletedBy: (when: string, who: string | null) => (who ? `Deleted ${when} by ${who}` : `Deleted ${when}`),
} as const;

/** Ventures: the list, a venture's form and its layout editor (docs/product.md §2). */
export const VENTURE_TEXTS = {
  loadFailed: 'Failed to load ventures',
  added: 'Venture added',
  updated: 'Venture saved',
  saveFailed: 'Could not save the venture',
  fixFields: 'The venture was not saved. Please correct these fields:',
  changesKept: 'Your changes are kept: try again.',
  confirmLeave: 'You have unsaved changes to this venture. Leave the page? Your draft stays in this browser tab until you save or discard it.',
  deleted: 'Venture moved to the bin',
  deleteFailed: 'Could not delete the venture',
  /** The delete confirmation says what happens to its plots (null: how many is not known yet). */
  confirmDelete: (plots: number | null) =>
    `Delete this venture? It goes to the bin (Settings → Bin) for 30 days with its layout and photos, where you can restore it. ${
      plots === 0
        ? 'It has no plots.'
        : plots === null
          ? 'Its plots stay, unlinked from any venture until it is restored.'
          : `Its ${plots === 1 ? 'plot stays' : `${plots} plots stay`}, unlinked from any venture until it is restored.`
    }`,
  deletedUnlinked: (plots: number) => `Venture moved to the bin; ${plots === 1 ? '1 plot was' : `${plots} plots were`} unlinked`,
  photoUploaded: 'Photo uploaded',
} as const;

/** The layout editor of a venture's page. */
export const LAYOUT_TEXTS = {
  loadFailed: 'Failed to load the layout',
  saved: 'Layout saved',
  saveFailed: 'Could not save the layout. Your changes are kept: try again.',
  fixShapes: 'The layout was not saved:',
  reloaded: 'The saved layout is loaded; your unsaved changes were discarded.',
  confirmReload: 'Load the layout as it is saved now? Your unsaved changes in this editor are discarded.',
  confirmLeave: 'The layout has unsaved changes. Leave the editor? They stay in a draft in this browser tab.',
  draftRestored: 'Your unsaved layout changes from earlier in this tab are back.',
  planUploaded: 'Layout plan uploaded',
  planUploadFailed: 'Could not upload the layout plan. The plan was not changed.',
  planRendering: 'Turning the PDF into an image…',
  planUploading: 'Uploading the plan…',
  plotCreated: (number: string) => `Plot ${number} created`,
  plotsCreated: (count: number) => `${count === 1 ? '1 plot' : `${count} plots`} created`,
  plotCreateFailed: 'Could not create the plot',
  plotLinked: (number: string) => `Plot ${number} linked`,
  plotLinkFailed: 'Could not link the plot',
  saveBeforePlan: 'Save the layout (or load the saved one) before replacing the plan: the shapes move with a plan of another size.',
  statusesSet: (count: number, status: string) => `${count === 1 ? '1 plot' : `${count} plots`} set to ${status}`,
  statusesFailed: 'Could not change the statuses',
  plotUpdated: (number: string) => `Plot ${number} updated`,
  plotUpdateFailed: 'Could not update the plot',
  confirmDeleteShapes: (count: number) => `Delete ${count === 1 ? 'this shape' : `these ${count} shapes`} from the layout? Their plots stay (unlinked from the plan) once you save.`,
  blockAdded: (count: number) => `${count} plot shapes added`,
  selectionCount: (count: number) => (count === 1 ? '1 plot selected' : `${count} plots selected`),
} as const;

/** Settings → Backups and the dashboard's warning about them (docs/product.md, Backups). */
export const BACKUP_TEXTS = {
  loadFailed: 'Could not load the backups.',
  startFailed: 'Could not start a backup. Please try again.',
  started: 'Backup started: it shows in the list when it is written and checked.',
  running: 'A backup is being written and checked…',
  firestoreManaged: 'In Firebase mode Firestore keeps the backups (managed backups and point-in-time recovery), not this server: see the README, "Backups".',
  none: 'No backup yet. The first is taken tonight at 02:30, or now with Back up now.',
  warningBad: 'The newest backup is bad: the earlier ones are kept, but look at why in Settings → Backups.',
  warningStale: 'No backup for more than 2 days: is the server running at night? See Settings → Backups.',
} as const;

/** Settings → Activity: who changed what (docs/decisions/021-activity-trail.md). */
export const ACTIVITY_TEXTS = {
  note: 'Every change made in the back office, newest first: who made it, when, from which address, and each field before → after. Kept for 2 years.',
  loadFailed: 'Could not load the activity.',
  empty: 'No activity',
  emptyNote: 'Changes made in the back office appear here.',
  emptyFiltered: 'Nothing matches these filters.',
  more: 'Show older',
  loadingMore: 'Loading…',
  allAdmins: 'All admins',
  allKinds: 'Everything',
  anyDay: 'Any day',
  clear: 'Clear filters',
  oneItem: (title: string) => `Showing the activity of “${title}” only.`,
  oneItemUntitled: 'Showing the activity of one item only.',
  kind: { plot: 'Plot', region: 'Region', blog: 'Post', settings: 'Settings', admin: 'Admin', lead: 'Lead', venture: 'Venture' },
  action: { created: 'created', updated: 'changed', deleted: 'deleted', restored: 'restored', purged: 'deleted for good' },
  by: (when: string, who: string, ip: string) => `${when} by ${who}${ip ? ` from ${ip}` : ''}`,
  blank: '(blank)',
  link: 'Activity',
} as const;
