// Whether another member shows a slug: asked once the typing pauses, among the members the store shows to
// members (public ones); a private member's slug is only found by the save.
import { memberQueries, useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Long enough that a word being typed is asked about once. */
const PAUSE_MS = 400;

/** `unknown` when the check failed: the save still tells. */
export type SlugCheck = 'checking' | 'taken' | 'free' | 'unknown';

/** The check of `slug`; none asked when `slug` is undefined. */
export function useSlugCheck(slug: string | undefined, ownId: string | undefined): SlugCheck | undefined {
  const client = useStoreClient();
  const [asked, setAsked] = useState<string>();
  useEffect(() => {
    const timer = setTimeout(() => setAsked(slug), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [slug]);
  const ready = slug !== undefined && asked === slug;
  const check = useQuery({
    ...memberQueries.list(client, (q) => q.eq('profile.slug', asked ?? '').limit(1)),
    enabled: ready,
    staleTime: 30_000,
    select: (page) => page.items.some((other) => other.id !== ownId),
  });
  if (slug === undefined) return undefined;
  if (!ready || check.isPending) return 'checking';
  if (check.isError) return 'unknown';
  return check.data ? 'taken' : 'free';
}
