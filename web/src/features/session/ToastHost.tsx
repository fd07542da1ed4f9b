// Mounted once in the layout: loads the toaster when the first notice is shown or F8 is pressed.
import { lazy, Suspense, useEffect } from 'react';
import { requestToasterFocus, useToasterWanted } from './notify';

const AppToaster = lazy(() => import('./toaster'));

export function ToastHost() {
  const wanted = useToasterWanted();
  useEffect(() => {
    if (wanted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') requestToasterFocus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
