import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { router } from './router';

// Toasts are only raised by forms, which load later: the toaster need not weigh on the first page.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <DirectionProvider dir="rtl">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster dir="rtl" position="top-center" richColors closeButton />
        </Suspense>
      </QueryClientProvider>
    </DirectionProvider>
  );
}
