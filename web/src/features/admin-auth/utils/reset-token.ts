/**
 * The token of a reset link: `?token=…` in the mail the server sends (standalone), or Firebase's
 * own link to the action URL set in its console, `?mode=resetPassword&oobCode=…` (cloud: Firebase
 * mails it itself). Empty when there is none, or when the Firebase link is for something else.
 */
export function resetToken(params: URLSearchParams): string {
  const token = params.get('token');
  if (token) return token;
  const mode = params.get('mode');
  if (mode !== null && mode !== 'resetPassword') return '';
  return params.get('oobCode') ?? '';
}
