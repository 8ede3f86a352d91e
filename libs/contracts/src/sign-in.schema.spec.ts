import { messages } from './messages';
import { signInForm, signUpForm } from './sign-in.schema';
import { issueMessages } from './testing/zod-issues';

describe('signInForm', () => {
  it('accepts an email and a password of 6 characters, trimming the email', () => {
    expect(signInForm.parse({ email: ' ann@example.com ', password: 'secret' })).toEqual({
      email: 'ann@example.com',
      password: 'secret',
    });
  });

  it('reports one message per problem', () => {
    expect(issueMessages(signInForm, { email: '', password: 'secret' })).toEqual([messages.signIn.emailRequired]);
    expect(issueMessages(signInForm, { email: 'ann', password: 'secret' })).toEqual([messages.signIn.emailInvalid]);
    expect(issueMessages(signInForm, { email: 'ann@example.com', password: '' })).toEqual([messages.signIn.passwordRequired]);
    expect(issueMessages(signInForm, { email: 'ann@example.com', password: '12345' })).toEqual(['Password must be at least 6 characters long']);
  });
});

describe('signUpForm', () => {
  it('requires a full name', () => {
    expect(issueMessages(signUpForm, { email: 'ann@example.com', password: 'secret', fullName: ' ' })).toEqual(['Full name is required']);
    expect(signUpForm.parse({ email: 'ann@example.com', password: 'secret', fullName: 'Ann Lee' }).fullName).toBe('Ann Lee');
  });
});
