/**
 * The public pages on their own (docs/performance.md, "Bytes"):
 * sign-in and registration opened with no stored sign-in. They need the configuration, the theme,
 * the messages and the router, not react-admin's <Admin>, the registry, the shell or the data layer,
 * so they load about half the console's first-screen code. The cards are the console's own
 * (SignInCard, RegisterCard); signing in starts the same redirect as the auth provider's `login`.
 * Every other path (a link out of these pages) is a full page load, which boots the console.
 * The composition root (src/main.tsx) gives them the i18n provider and what starts the mock services.
 */
import { StrictMode, useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, useLocation } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { I18nProvider } from 'react-admin';
import type { PartMessagesLoader } from './components/partMessages.ts';
import { rememberReturnTo } from './auth/returnTo.ts';
import { createLazyUserManager } from './auth/lazyUserManager.ts';
import { PlainTranslateProvider } from './components/plainTranslate.ts';
import { ConfigProvider } from './config/context.tsx';
import type { AppConfig } from './config/types.ts';
import { readSettings } from './layout/settings.ts';
import { buildTheme } from './layout/themes.ts';
import { CrashPage } from './pages/CrashPage.tsx';
import { chosenLocale, loadRuntime, readRuntime, type StartMocks } from './runtime.tsx';
import type { SignInCard as SignInCardType, StartSignIn } from './pages/SignInCard.tsx';

const NothingYet = () => null;
const registerCard = () => import('./pages/RegisterCard.tsx').then((m) => ({ Component: m.RegisterCard }));

/** A path these pages do not serve: the console's, loaded in full. */
function ToConsole() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.assign(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return null;
}

function PublicPages({ config, locale, translate, signIn, SignInCard }: PublicPagesProps) {
  const theme = useMemo(() => buildTheme(readSettings()), []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          errorElement: <CrashPage />,
          // Nothing while an opened page's code loads (the registration form's, a moment).
          HydrateFallback: NothingYet,
          children: [
            { path: '/login', element: <SignInCard signIn={signIn} /> },
            { path: '/login-unprotected', element: <SignInCard signIn={signIn} /> },
            // The registration form loads when it is opened: /login (and every console screen, which
            // shares this chunk) does not carry it (docs/performance.md, "Bytes").
            { path: '/register', lazy: registerCard },
            { path: '/register-unprotected', lazy: registerCard },
            { path: '*', element: <ToConsole /> },
          ],
        },
      ]),
    [signIn, SignInCard],
  );
  return (
    <ConfigProvider config={config}>
      <PlainTranslateProvider value={translate}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          <RouterProvider router={router} />
        </ThemeProvider>
      </PlainTranslateProvider>
    </ConfigProvider>
  );
}

interface PublicPagesProps {
  config: AppConfig;
  locale: string;
  translate: (key: string, options?: Record<string, unknown>) => string;
  signIn: StartSignIn;
  SignInCard: typeof SignInCardType;
}

/** What the composition root (src/main.tsx) gives the public pages. */
export interface PublicBootDeps {
  /** The console's i18n provider, without the registry's labels (the cards use none). */
  i18n: I18nProvider & PartMessagesLoader;
  startMocks: StartMocks;
  /** config.json as the entry asked for it (src/boot/entry.ts). */
  config?: Promise<Response>;
}

export async function bootPublic(element: HTMLElement, { i18n, startMocks, config: asked }: PublicBootDeps) {
  const root = createRoot(element);
  const settings = readSettings();
  document.documentElement.dir = settings.direction;
  const chosen = chosenLocale();
  const known = (i18n.getLocales?.() ?? []).some((l) => l.locale === chosen);
  // Registration posts to the mock services in the demo mode, so they start here too. Meanwhile the
  // cards' messages load (a part, i18n/index.ts), then the chosen language's, which takes the part's
  // too: one after the other, so the last to apply is the chosen language. If they cannot load, the
  // page stays in the default language, as react-admin's would.
  const messages = i18n
    .loadPartMessages('auth')
    .catch(() => undefined)
    .then(() =>
      chosen && known && chosen !== i18n.getLocale()
        ? Promise.resolve(i18n.changeLocale(chosen)).catch(() => undefined)
        : undefined,
    );
  // The sign-in card is a chunk of its own, asked for here beside the configuration and the messages:
  // the console's first screen, which shares this chunk, does not carry it.
  const [config, , { SignInCard }] = await Promise.all([
    loadRuntime(root, startMocks, readRuntime(startMocks, asked)),
    messages,
    import('./pages/SignInCard.tsx'),
  ]);
  if (!config) return;
  const userManager = createLazyUserManager(config.signOn);
  const signIn: StartSignIn = async (returnTo) => {
    rememberReturnTo(returnTo);
    await userManager.signinRedirect();
  };
  root.render(
    <StrictMode>
      <PublicPages
        config={config}
        locale={i18n.getLocale()}
        translate={i18n.translate}
        signIn={signIn}
        SignInCard={SignInCard}
      />
    </StrictMode>,
  );
}
