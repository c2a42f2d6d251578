import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait for what a real server sends or a lazily loaded module draws. Their
// default second is a guess about the machine: on two cores busy with the other suites, an answer
// took longer and tests failed with the page on its way. They wait as long as a browser test's
// `expect` does, and still end at the first moment the element is there.
configure({ asyncUtilTimeout: 10_000 });
