import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { clearToasts } from '../components/ui/toast.tsx';

// Toasts live in a module-level store for the page's lifetime; start every test without any.
afterEach(() => clearToasts());
