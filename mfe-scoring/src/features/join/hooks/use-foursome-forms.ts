import { useEffect, useState } from 'react';

type FoursomeFormsModule = typeof import('../components/foursome-forms');

let loading: Promise<FoursomeFormsModule> | undefined;
/** Once per page: a failed fetch (no signal) is asked again when the forms are next wanted. */
function loadFoursomeForms(): Promise<FoursomeFormsModule> {
  loading ??= import('../components/foursome-forms').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The forms to create or join a foursome, a chunk of their own that only a signed-in golfer asks for (a visitor
 * is asked to sign in first); null until they are there. Not React.lazy: a Suspense boundary would hold them
 * back until 300 ms after its fallback (React's reveal throttle).
 */
export function useFoursomeForms(wanted: boolean): FoursomeFormsModule | null {
  const [forms, setForms] = useState<FoursomeFormsModule | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    loadFoursomeForms().then(
      (loaded) => mounted && setForms(loaded),
      // No signal: the placeholder stays until the golfer comes back to the page.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [wanted]);
  return forms;
}
