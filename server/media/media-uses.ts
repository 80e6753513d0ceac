import { sql } from 'kysely';

/**
 * Every place a record keeps an uploaded image's path (`/media/<id>/<width>.webp`), one text per row:
 * the picture columns (products and their pictures, variants, brands' logos, hero slides, blog covers,
 * accounts' pictures) and the Markdown staff write, where an upload can be placed as a picture (blog
 * posts, job descriptions, knowledge-base articles, campaigns; their rendered HTML comes from it). A
 * soft-deleted record still counts: it can be restored. A new column that holds image paths belongs
 * here, or image retention deletes the images it shows (docs/decisions/085).
 */
const TEXTS_WITH_MEDIA_PATHS = sql`
  select image_url as text from products
  union all select array_to_string(images, ' ') from products
  union all select image_url from product_variants
  union all select logo_url from brands
  union all select image_url from hero_slides
  union all select cover_image_url from blog_posts
  union all select body from blog_posts
  union all select description from jobs
  union all select body_markdown from support_articles
  union all select body_markdown from email_campaigns
  union all select image from "user"
`;

/** An uploaded image's id inside a path (the lowercase UUID of shared/media/media-urls.ts). */
const MEDIA_ID_IN_PATH = '/media/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/';

/** The ids (as text) of the uploaded images some record uses: a relation `(id)` for a query's `with`. */
export const mediaIdsInUse = sql`
  select found[1] as id
  from (${TEXTS_WITH_MEDIA_PATHS}) as texts, regexp_matches(texts.text, ${MEDIA_ID_IN_PATH}, 'g') as found
  where texts.text like '%/media/%'
`;
