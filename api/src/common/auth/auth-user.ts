/** The caller, as proven by a verified Firebase ID token. */
export interface AuthUser {
  uid: string;
  email: string | null;
  /** The identity service has proven the caller owns `email`; an unproven e-mail grants nothing. */
  emailVerified: boolean;
  displayName: string | null;
}
