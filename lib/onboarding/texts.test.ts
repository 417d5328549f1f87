import { readyText, welcomeIntro, welcomeTitle } from './texts';

const ola = { first_name: 'Ola', email: 'ola@crewdesk.test', company_name: 'Northwind Crew' };

describe('the onboarding greetings', () => {
  it('greet by name, company and e-mail when the invitation has them', () => {
    expect(welcomeTitle(ola)).toBe('Welcome to Northwind Crew, Ola');
    expect(welcomeIntro(ola)).toBe('Set up your account for ola@crewdesk.test in three short steps.');
    expect(readyText(ola)).toBe('Your account at Northwind Crew is ready. Welcome aboard, Ola!');
  });

  // The spec's onboarding author has none of them: each sentence must still read whole.
  it('read whole without any of them', () => {
    expect(welcomeTitle({})).toBe('Welcome');
    expect(welcomeTitle({ first_name: 'Ola' })).toBe('Welcome, Ola');
    expect(welcomeTitle({ company_name: 'Northwind Crew' })).toBe('Welcome to Northwind Crew');
    expect(welcomeIntro({})).toBe('Set up your account in three short steps.');
    expect(readyText({})).toBe('Your account is ready. Welcome aboard!');
  });
});
