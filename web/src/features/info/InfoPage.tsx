// The footer's information and help pages (spec §2), one chunk for all twelve.
import type { RoutePath } from '../../app/routes';
import { ArticlePage } from './ArticlePage';
import { CancellationPage } from './CancellationPage';
import { ContactPage } from './ContactPage';
import { FaqPage } from './FaqPage';
import { FeedbackPage } from './FeedbackPage';
import { HelpPage } from './HelpPage';
import { TeamPage } from './TeamPage';

export function InfoPage({ path }: { path: RoutePath }) {
  switch (path) {
    case '/contact':
      return <ContactPage />;
    case '/our-team':
      return <TeamPage />;
    case '/feedback':
      return <FeedbackPage />;
    case '/faq':
      return <FaqPage />;
    case '/help':
      return <HelpPage />;
    case '/cancellation':
      return <CancellationPage />;
    case '/privacy':
      return <ArticlePage page="privacy" updated />;
    case '/terms':
      return <ArticlePage page="terms" updated />;
    case '/our-story':
      return <ArticlePage page="story" />;
    case '/careers':
      return <ArticlePage page="careers" />;
    case '/press':
      return <ArticlePage page="press" />;
    default:
      return <ArticlePage page="about" />;
  }
}
