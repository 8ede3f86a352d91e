export * from './access-policy';
export * from './auth.exception';
export * from './auth-user';
export * from './current-user.decorator';
export * from './public.decorator';
