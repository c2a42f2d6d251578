// Loaded before any test file (vitest.config.ts). Testing Library for Preact learns that React's
// API is in use (and so sends «input» for fireEvent.change, as preact/compat listens for) only
// when it is loaded before preact/compat: a test importing a React library first would otherwise
// type into fields nobody hears.
import '@testing-library/preact';
