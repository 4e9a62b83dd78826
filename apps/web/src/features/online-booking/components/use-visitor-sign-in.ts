import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { useAskSignInCode } from '../api/ask-sign-in-code';
import { useVisitorWallet } from '../api/get-visitor-wallet';
import { useVerifySignIn } from '../api/verify-sign-in';

// The visitor's sign-in by code (decision 056): her contact, the challenge the server answered,
// the code she types, and once proven her session (in memory only) and her wallet.
export function useVisitorSignIn(slug: string) {
  const { t } = useTranslation();
  const ask = useAskSignInCode();
  const verify = useVerifySignIn();
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [visitor, setVisitor] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const wallet = useVisitorWallet(slug, visitor);

  const askCode = async () => {
    setProblem(null);
    try {
      const answer = await ask.mutateAsync({ slug, contact });
      setChallenge(answer.challenge);
      setCode('');
    } catch (error) {
      setProblem(httpErrorMessage(error, t('onlineBooking.signIn.failed')));
    }
  };
  const prove = async () => {
    if (!challenge) {
      return;
    }
    setProblem(null);
    try {
      const answer = await verify.mutateAsync({ slug, challenge, code });
      setVisitor(answer.visitor);
    } catch (error) {
      setProblem(httpErrorMessage(error, t('onlineBooking.signIn.failed')));
    }
  };
  const signOut = () => {
    setVisitor(null);
    setChallenge(null);
    setCode('');
  };
  // A session that ended (30 minutes) asks for a new code.
  const expired = wallet.isError;

  return {
    contact,
    setContact,
    code,
    setCode,
    challenge,
    visitor: expired ? null : visitor,
    wallet: wallet.data ?? null,
    problem: problem ?? (expired ? httpErrorMessage(wallet.error) : null),
    pending: ask.isPending || verify.isPending,
    askCode,
    prove,
    signOut,
  };
}
