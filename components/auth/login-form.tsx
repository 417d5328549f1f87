'use client';

import { Button } from '@/components/ui/button';
import { Form, TextField } from '@/components/ui/form';
import { loginFormSchema } from '@/lib/auth/forms';
import { withBasePath } from '@/lib/base-path';
import { apiRequest } from '@/lib/client/api';
import { safeRedirectPath } from '@/lib/redirect';

export function LoginForm({ redirect }: { redirect: string }) {
  return (
    <Form
      schema={loginFormSchema}
      defaultValues={{ email: '', password: '', remember: false }}
      aria-label="Sign in"
      className="mt-6 flex flex-col gap-4"
      onSubmit={async (values) => {
        const result = await apiRequest<{ redirect: string }>('/api/auth/login', { method: 'POST', json: { ...values, redirect } });
        if (result.ok) {
          // A full navigation, so the gate and the server render see the new session.
          window.location.assign(withBasePath(safeRedirectPath(result.data.redirect)));
        }
        return result;
      }}
    >
      {(form) => (
        <>
          <TextField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4 accent-primary" {...form.register('remember')} />
            Keep me signed in
          </label>
          <Button type="submit" loading={form.formState.isSubmitting || form.formState.isSubmitSuccessful}>
            Sign in
          </Button>
        </>
      )}
    </Form>
  );
}
