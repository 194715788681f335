import { useEffect, useState } from 'react';
import { whenIdle } from '@/shared/lib/idle';
import type { SignInMethods } from '../api/auth-api';
import { fetchSignInMethods } from '../api/auth-api';

// Until the server answers, offer what a default install has: the password.
const ASSUMED_METHODS: SignInMethods = { password: true, otp: false, providers: [] };

/** The sign-in methods the server offers, assuming the password until it answers. */
export function useSignInMethods(): SignInMethods {
  const [methods, setMethods] = useState(ASSUMED_METHODS);
  useEffect(() => {
    let current = true;
    // Asked once the page is idle: the form is usable before the SDK has even loaded.
    whenIdle(() => {
      fetchSignInMethods()
        .then((answer) => current && setMethods(answer))
        // eslint-disable-next-line no-console -- the defaults still let people sign in.
        .catch((error: unknown) => console.warn('Could not list the sign-in methods:', error));
    });
    return () => {
      current = false;
    };
  }, []);
  return methods;
}
