export { useAdminTournament, useShownAdminTournament } from './admin-tournament/admin-tournament';
export type { AuthClient, AuthUserListener } from './auth-client';
export { AuthContext, type AuthActions, type AuthContextValue, type AuthState, type AuthStatus } from './auth-context';
export { AuthError, authErrorCode } from './auth-error';
export { AuthProvider, type AuthProviderProps } from './auth-provider';
export { type AuthUser, userInitial } from './auth-user';
export { idTokenProvider } from './default-auth-client';
export { closeSignIn, openSignIn, type SignInMode, type SignInRequest, useSignInRequest } from './sign-in-request/sign-in-request';
export { useAuth } from './use-auth';
