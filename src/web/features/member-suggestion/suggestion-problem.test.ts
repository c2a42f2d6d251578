import { describe, expect, it } from 'vitest';
import { commonMessages } from '#shared/messages/common.ts';
import { memberSuggestionMessages as m } from '#shared/messages/member-suggestions.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { invalidFormProblem, sendProblem } from './suggestion-problem';

describe('invalidFormProblem', () => {
  it('gives the summary when only required fields are empty, else the first field’s own message', () => {
    expect(invalidFormProblem({ message: { type: 'too_small', message: m.messageRequired } })).toBe(
      m.requiredFields,
    );
    expect(
      invalidFormProblem({
        message: { type: 'too_small', message: m.messageRequired },
        name: { type: 'too_small', message: m.nameRequired },
      }),
    ).toBe(m.requiredFields);
    expect(invalidFormProblem({ phone: { type: 'custom', message: m.invalidPhone } })).toBe(m.invalidPhone);
    expect(
      invalidFormProblem({
        message: { type: 'too_small', message: m.messageRequired },
        phone: { type: 'custom', message: m.invalidPhone },
      }),
    ).toBe(m.messageRequired);
  });
});

describe('sendProblem', () => {
  it('shows what the server refused, with the messages of the form’s own fields', () => {
    const refused = new ApiError(400, 'البيانات غير صالحة', {
      phone: 'رقم غير صالح',
      member_id: 'غير موجود',
    });
    expect(sendProblem(refused)).toEqual({
      problem: 'البيانات غير صالحة',
      fields: [['phone', 'رقم غير صالح']],
    });
    expect(sendProblem(new ApiError(429, 'حاول لاحقاً'))).toEqual({ problem: 'حاول لاحقاً', fields: [] });
  });

  it('says the send failed when the server or the connection did', () => {
    expect(sendProblem(new ApiError(500, 'x', { name: 'y' }))).toEqual({ problem: m.failed, fields: [] });
    expect(sendProblem(new ApiError(0, commonMessages.connectionError))).toEqual({
      problem: m.failed,
      fields: [],
    });
    expect(sendProblem(new Error('x'))).toEqual({ problem: m.failed, fields: [] });
  });
});
