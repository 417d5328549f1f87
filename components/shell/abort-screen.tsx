import { IntentLink } from '@/components/ui/intent-link';
import { buttonClasses } from '@/components/ui/button';
import { ReloadButton } from '@/components/shell/reload-button';
import { ABORT_TEXTS } from '@/lib/messages';

/**
 * The full-page error for an abort code (spec part 1 §8). 401 and 403 share one
 * screen, as do 500 and 503; other codes show the code, the message or the
 * refresh advice, and Back To Feed.
 */
const SUPPORT_EMAIL = process.env.NEXT_PUBLIC_SUPPORT_EMAIL ?? 'support@crewdesk.app';
const PRODUCT_SITE = process.env.NEXT_PUBLIC_PRODUCT_SITE_URL ?? '/';

interface AbortScreenProps {
  code: number;
  message?: string;
}

function Frame({ code, title, children }: { code: number; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="abort-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden>
        {code}
      </p>
      <h1 id="abort-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {children}
    </section>
  );
}

const Text = ({ children }: { children: React.ReactNode }) => <p className="text-slate-600">{children}</p>;
const feedLink = (
  <IntentLink href="/feed" className={buttonClasses()}>
    {ABORT_TEXTS.backToFeed}
  </IntentLink>
);

/**
 * A 404 that knows what is missing (a post deleted while its alert waited): says so in its own words
 * instead of the spec's general "Page Not Found", with the way back to the feed.
 */
export function MissingScreen({ title, text }: { title: string; text: string }) {
  return (
    <Frame code={404} title={title}>
      <Text>{text}</Text>
      {feedLink}
    </Frame>
  );
}

export function AbortScreen({ code, message }: AbortScreenProps) {
  const detail = message?.trim() || undefined;
  switch (code) {
    case 400:
      return (
        <Frame code={400} title={ABORT_TEXTS[400].title}>
          <Text>{detail ?? ABORT_TEXTS[400].fallback}</Text>
          <a className="text-sm font-medium text-primary underline" href={`mailto:${SUPPORT_EMAIL}`}>
            Contact {SUPPORT_EMAIL}
          </a>
          <a href={PRODUCT_SITE} className={buttonClasses()}>
            Go to the Crewdesk site
          </a>
        </Frame>
      );
    case 401:
    case 403: {
      const texts = ABORT_TEXTS[code];
      return (
        <Frame code={code} title={texts.title}>
          <Text>{texts.text}</Text>
          {code === 401 ? (
            <IntentLink href="/login" className={buttonClasses()}>
              {ABORT_TEXTS[401].button}
            </IntentLink>
          ) : (
            feedLink
          )}
        </Frame>
      );
    }
    case 404:
      return (
        <Frame code={404} title={ABORT_TEXTS[404].title}>
          <Text>{ABORT_TEXTS[404].text}</Text>
          <IntentLink href="/" className={buttonClasses()}>
            Back To Home
          </IntentLink>
        </Frame>
      );
    case 419:
    case 429: {
      const texts = ABORT_TEXTS[code];
      return (
        <Frame code={code} title={texts.title}>
          <Text>{texts.text}</Text>
          <ReloadButton>{texts.button}</ReloadButton>
        </Frame>
      );
    }
    case 498:
      return (
        <Frame code={498} title={ABORT_TEXTS[498].title}>
          <Text>{ABORT_TEXTS[498].text}</Text>
          {/* A used link often means a finished onboarding or reset: the way in is one press away. */}
          <IntentLink href="/login" className={buttonClasses('secondary')}>
            Go to sign in
          </IntentLink>
        </Frame>
      );
    case 500:
    case 503:
      return (
        <Frame code={code} title={detail ?? ABORT_TEXTS[code].fallback}>
          <Text>{ABORT_TEXTS.refreshAdvice}</Text>
          <div className="flex flex-wrap justify-center gap-3">
            <ReloadButton>Refresh This Page</ReloadButton>
            <a className={buttonClasses('secondary')} href={`mailto:${SUPPORT_EMAIL}`}>
              Contact support
            </a>
          </div>
        </Frame>
      );
    default:
      return (
        <Frame code={code} title={`Error ${code}`}>
          <Text>{detail ?? ABORT_TEXTS.refreshAdvice}</Text>
          {feedLink}
        </Frame>
      );
  }
}
