import { srcsetOf, type Locale, type PageBlock, type PageInline, type PublicMenuItem, type PublicPage } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { MenuSections } from '../../features/menu/components/menu-sections';

/**
 * The bodies of the pre-rendered content pages and of the menu page (docs/adr/0020-content-pages-as-structured-blocks.md
 *). A page's body is structured text (shared/src/schemas/pages.ts): React renders every
 * string as text, so nothing stored can become markup; links are checked addresses (a path of the
 * site, https or mailto).
 */

function Inline({ span }: { span: PageInline }) {
  if (typeof span === 'string') return span;
  const external = span.href.startsWith('https://');
  return (
    <a href={span.href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {span.text}
    </a>
  );
}

const spans = (content: PageInline[]) => content.map((span, i) => <Inline key={i} span={span} />);

/** A page's picture at the measure's width: its WebP copies by width (srcset), the source as fallback. */
const PAGE_IMAGE_SIZES = '(min-width: 48rem) 46rem, 100vw';

export function PageBody({ blocks, locale }: { blocks: PageBlock[]; locale: Locale }) {
  return blocks.map((block, i) => {
    switch (block.kind) {
      case 'heading':
        return <h2 key={i}>{block.text}</h2>;
      case 'paragraph':
        return <p key={i}>{spans(block.content)}</p>;
      case 'list':
        return (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{spans(item)}</li>
            ))}
          </ul>
        );
      case 'image':
        return (
          <figure key={i} className="content-page__figure">
            <img
              src={block.image.src}
              srcSet={srcsetOf(block.image.variants)}
              sizes={block.image.variants?.widths.length ? PAGE_IMAGE_SIZES : undefined}
              width={block.image.width}
              height={block.image.height}
              alt={block.alt[locale]}
              loading="lazy"
              decoding="async"
            />
          </figure>
        );
    }
  });
}

/** A content page (SPEC §2 local_page, terms, legal notice …): its title and summary, then its text. */
export function ContentPageLanding({ page }: { page: PublicPage }) {
  const { t, i18n } = useTranslation();
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(page.updatedAt));
  return (
    <article className="content-page">
      <header className="hero content-page__hero">
        <div className="container content-page__measure">
          {page.images?.logo && <img className="content-page__logo" src={page.images.logo} alt="" width={64} height={64} />}
          <h1 className="hero__title">{page.title}</h1>
          <p className="hero__lead">{page.description}</p>
        </div>
      </header>
      <div className="container content-page__measure content-page__body">
        <PageBody blocks={page.body} locale={page.locale} />
        <p className="content-page__updated">{t('content.updated', { date: updated })}</p>
      </div>
    </article>
  );
}

/**
 * SPEC §2 /menu/{locale}, pre-rendered: the same sections as the app's menu page without the
 * player's stats (the app shows them once it runs). Its links are plain: each target is a page of
 * its own (pre-rendered, or the app's shell), so a full navigation is what it needs.
 */
export function MenuLanding({ locale, items }: { locale: Locale; items: PublicMenuItem[] }) {
  const { t } = useTranslation();
  return (
    <div className="container page menu-page">
      <h1>{t('menu.title')}</h1>
      <MenuSections locale={locale} items={items} />
    </div>
  );
}
