import { configure } from '@testing-library/react';
import { scaled } from '../apps/api/src/test/time-scale';

// The web project's waits (`findBy…`, `waitFor`) from the one time setting (ADR 051): Testing
// Library's default of 1 s is too short on the reference machine with both cores busy.
configure({ asyncUtilTimeout: scaled(5_000) });
