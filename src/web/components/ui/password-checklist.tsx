import { Check, Circle } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  passwordProblems,
  passwordRules,
  strengthRules,
  type PasswordProblem,
  type PasswordStrengthCheck,
} from '#shared/auth/password-policy.ts';
import { passwordRuleMessages as m } from '#shared/messages/password-rules.ts';

/** How long typing must pause before the rules met are said to a screen reader. */
export const CHECKLIST_ANNOUNCE_MS = 800;

const judgedByStrength = (rule: PasswordProblem) =>
  (strengthRules as readonly PasswordProblem[]).includes(rule);

/**
 * The password rules as a keeper or a relative types (decisions 023 and 035): each one met or not
 * yet. The strength estimate loads with the screen (`usePasswordStrength`); until it has, its rules
 * are shown as not yet judged, and the server checks them anyway. A first password (a relative's
 * new account: `currentPassword` null) has no current one to differ from.
 */
export function PasswordChecklist({
  password,
  username,
  currentPassword,
  strength,
}: {
  password: string;
  username: string | null;
  currentPassword: string | null;
  strength: PasswordStrengthCheck | null;
}) {
  const rules = passwordRules.filter((rule) => currentPassword !== null || rule !== 'sameAsCurrent');
  const problems = passwordProblems(password, {
    username: username ?? undefined,
    currentPassword: currentPassword || undefined,
    strength: strength ?? undefined,
  });
  const metCount = rules.filter((rule) => isMet(rule)).length;
  // One polite sentence once typing pauses: the list itself is not live, or every key would speak.
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (password === '') return;
    const timer = setTimeout(() => setAnnounced(m.summary(metCount, rules.length)), CHECKLIST_ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [password, metCount, rules.length]);
  function isMet(rule: PasswordProblem) {
    return password !== '' && !problems.includes(rule) && (strength !== null || !judgedByStrength(rule));
  }
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p id="password-rules-title" className="mb-2 text-sm font-semibold text-slate-700">
        {m.checklistTitle}
      </p>
      <ul aria-labelledby="password-rules-title" className="space-y-1 text-sm">
        {rules.map((rule) => {
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
