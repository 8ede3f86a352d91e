import { generateInviteCode } from './invite-code';

export const INVITE_CODE_GENERATOR = Symbol('INVITE_CODE_GENERATOR');

export type InviteCodeGenerator = () => string;

export const inviteCodeGeneratorProvider = { provide: INVITE_CODE_GENERATOR, useValue: (() => generateInviteCode()) satisfies InviteCodeGenerator };
