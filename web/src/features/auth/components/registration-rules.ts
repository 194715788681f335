import {
  validateEmail,
  validateNickname,
  validatePassword,
  validatePasswordConfirm,
} from '@/shared/lib/validation';

/** The registration form's fields, empty. */
export const EMPTY_REGISTRATION = { nickname: '', email: '', password: '', passwordConfirm: '' };
export type RegisterValues = typeof EMPTY_REGISTRATION;

/** The server's rules for a new account, checked as the user types. */
export function validateRegistration(values: RegisterValues) {
  return {
    nickname: validateNickname(values.nickname),
    email: validateEmail(values.email),
    password: validatePassword(values.password),
    passwordConfirm: validatePasswordConfirm(values.passwordConfirm, values.password),
  };
}
