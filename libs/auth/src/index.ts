export { AuthContext, type AuthState, type AuthStatus, type AuthUser } from './auth-context';
export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
