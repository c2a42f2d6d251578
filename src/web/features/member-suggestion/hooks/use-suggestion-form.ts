import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { suggestionFormSchema, type SuggestionFormInput } from '#shared/schemas/member-suggestion-input.ts';
import { useSendMemberSuggestion } from '../api/send-member-suggestion';
import { invalidFormProblem, sendProblem } from '../suggestion-problem';

type FormValues = z.output<typeof suggestionFormSchema>;

const emptyForm: SuggestionFormInput = {
  field: 'other',
  message: '',
  correct_value: '',
  name: '',
  phone: '',
};

/**
 * The correction form's state, kept beside the dialog rather than in it: closing the dialog, or a
 * failed send, loses nothing typed; a sent suggestion says so (`sentMessage`) and empties the form.
 */
export function useSuggestionForm(memberId: number) {
  const send = useSendMemberSuggestion();
  const form = useForm<SuggestionFormInput, unknown, FormValues>({
    resolver: zodResolver(suggestionFormSchema),
    defaultValues: emptyForm,
  });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function sendValid(values: FormValues) {
    setProblem(null);
    try {
      const reply = await send.mutateAsync({ member_id: memberId, ...values });
      form.reset(emptyForm);
      setSentMessage(reply.message);
    } catch (error) {
      // Either way the form keeps every word.
      const failure = sendProblem(error);
      for (const [name, text] of failure.fields) form.setError(name, { type: 'server', message: text });
      setProblem(failure.problem);
    }
  }

  return {
    form,
    problem,
    sentMessage,
    /** A thank-you is read once; the next opening shows the form again. */
    clearSent: () => setSentMessage(null),
    sending: send.isPending,
    submit: form.handleSubmit(sendValid, (fieldErrors) => setProblem(invalidFormProblem(fieldErrors))),
  };
}

export type SuggestionFormState = ReturnType<typeof useSuggestionForm>;
