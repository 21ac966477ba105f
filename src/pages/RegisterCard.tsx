/**
 * The registration card: in the console (RegisterPage.tsx) and on its own (src/public.tsx). No
 * react-admin import (see components/plainTranslate.ts).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePlainTranslate } from '../components/plainTranslate.ts';
import { useAppConfig } from '../config/context.tsx';
import { resolveUrl } from '../config/load.ts';
import { OtherPublicPage } from './OtherPublicPage.tsx';
import { PublicCard } from './PublicCard.tsx';

interface FieldErrors {
  email?: string;
  name?: string;
  password?: string;
  form?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function RegisterForm({ registrationUrl }: { registrationUrl: string }) {
  const translate = usePlainTranslate();
  const [values, setValues] = useState({ email: '', name: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!EMAIL.test(values.email)) next.email = translate('ra.validation.email');
    if (!values.name.trim()) next.name = translate('ra.validation.required');
    if (values.password.length < 8) next.password = translate('pa.auth.password_hint');
    setErrors(next);
    if (Object.keys(next).length) return;
    setPending(true);
    try {
      const response = await fetch(resolveUrl(registrationUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      });
      if (response.ok) {
        setDone(true);
        return;
      }
      const body: unknown = await response.json().catch(() => null);
      const message =
        typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
          ? body.message
          : 'Something went wrong';
      setErrors(message === 'User already exists' ? { email: message } : { form: message });
    } catch {
      setErrors({ form: 'Something went wrong' });
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <>
        <Alert severity="success">{translate('pa.auth.register_done')}</Alert>
        <Button component={Link} to="/login" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {translate('pa.auth.sign_in_title')}
        </Button>
      </>
    );
  }
  const field = (name: 'email' | 'name' | 'password', type: string, autoComplete: string) => (
    <TextField
      name={name}
      type={type}
      label={translate(`pa.auth.${name}`)}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === 'password' ? translate('pa.auth.password_hint') : ' ')}
      required
      fullWidth
    />
  );
  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      {field('email', 'email', 'email')}
      {field('name', 'text', 'name')}
      {field('password', 'password', 'new-password')}
      <Button type="submit" variant="contained" disabled={pending}>
        {translate('pa.auth.register_button')}
      </Button>
      <OtherPublicPage question="pa.auth.have_account" to="/login" link="pa.auth.sign_in_title" />
    </form>
  );
}

/** The registration card, in the console and on its own (src/public.tsx). */
export function RegisterCard() {
  const translate = usePlainTranslate();
  const config = useAppConfig();
  return (
    <PublicCard title={translate('pa.auth.register_title')}>
      {config.signOn.registrationUrl ? (
        <RegisterForm registrationUrl={config.signOn.registrationUrl} />
      ) : (
        <Alert severity="info">{translate('pa.auth.register_admin_only')}</Alert>
      )}
    </PublicCard>
  );
}
