/** A form's values in state: `set(field)` for one input, `patch` for several (a nature resetting its pickers). */
import { useState } from 'react';
import type { Form } from './forms';

export function useForm(initial: () => Form) {
  const [form, setForm] = useState<Form>(initial);
  return {
    form,
    set: (field: string) => (value: string) => setForm((current) => ({ ...current, [field]: value })),
    patch: (values: Form) => setForm((current) => ({ ...current, ...values })),
  };
}
