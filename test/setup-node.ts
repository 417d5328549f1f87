// The reference upstream's tests start a seeded server (a whole demo company in
// SQLite) and sign people in before they test anything. On a busy two-core CI
// machine that took over Jest's 5 s default (upstream/test/employees.test.ts's
// beforeAll, stop 38), so every test and hook of the node project may take 30 s.
// A timeout is not an assertion: a hung test still fails, 25 s later.
jest.setTimeout(30_000);
