/** The caller, as proven by a verified Firebase ID token. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}
