import { Check, Circle } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  passwordProblems,
  passwordRules,
  type PasswordProblem,
} from '../../../../../shared/auth/password-policy';
import { passwordRuleMessages as m } from '../../../../../shared/messages/password-rules';

type CommonCheck = (password: string) => boolean;

/** How long typing must pause before the rules met are said to a screen reader. */
export const CHECKLIST_ANNOUNCE_MS = 800;

/**
 * The password rules as the keeper types (issue #12, decision 023): each one met or not yet. The
 * common-password list (about 60,000 entries) loads on first use of this screen, never before;
 * until it has, that rule is shown as not yet judged, and the server checks it anyway.
 */
export function PasswordChecklist({
  password,
  username,
  currentPassword,
}: {
  password: string;
  username: string | null;
  currentPassword: string;
}) {
  const [isCommon, setIsCommon] = useState<CommonCheck | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../../../../shared/auth/common-passwords').then((list) => {
      if (live) setIsCommon(() => list.isCommonPassword);
    });
    return () => {
      live = false;
    };
  }, []);
  const problems = passwordProblems(password, {
    username: username ?? undefined,
    currentPassword: currentPassword || undefined,
    isCommon: isCommon ?? undefined,
  });
  const metCount = passwordRules.filter((rule) => isMet(rule)).length;
  // One polite sentence once typing pauses: the list itself is not live, or every key would speak.
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (password === '') return;
    const timer = setTimeout(
      () => setAnnounced(m.summary(metCount, passwordRules.length)),
      CHECKLIST_ANNOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [password, metCount]);
  function isMet(rule: PasswordProblem) {
    return password !== '' && !problems.includes(rule) && (rule !== 'common' || isCommon !== null);
  }
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p id="password-rules-title" className="mb-2 text-sm font-semibold text-slate-700">
        {m.checklistTitle}
      </p>
      <ul aria-labelledby="password-rules-title" className="space-y-1 text-sm">
        {passwordRules.map((rule) => {
          const met = isMet(rule);
          return (
            <li key={rule} className={`flex items-center gap-2 ${met ? 'text-green-800' : 'text-slate-600'}`}>
              {met ? (
                <Check className="size-4 shrink-0" aria-hidden="true" />
              ) : (
                <Circle className="size-4 shrink-0" aria-hidden="true" />
              )}
              <span>{m.checklist[rule]}</span>
              <span className="sr-only">: {met ? m.met : m.notMet}</span>
            </li>
          );
        })}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
