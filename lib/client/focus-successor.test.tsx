import { focusSuccessor } from './focus-successor';

/** The page's content, drawn anew in the shell's content region (which stays). */
function page(html: string) {
  if (!document.getElementById('content')) document.body.innerHTML = '<main id="content" tabindex="-1"></main>';
  document.getElementById('content')!.innerHTML = html;
}
const byName = (name: string) => [...document.querySelectorAll<HTMLElement>('button, a, h2')].find((element) => (element.getAttribute('aria-label') ?? element.textContent)?.trim() === name)!;

describe('focusSuccessor', () => {
  it('gives a deleted row’s control to the same control of the row that took its place, or of the row before', () => {
    page('<section><h2 tabindex="-1">Departments</h2><ul><li><button aria-label="Edit Sales">Edit</button><button aria-label="Delete Sales">Delete</button></li><li><button aria-label="Edit Design">Edit</button><button aria-label="Delete Design">Delete</button></li></ul></section>');
    const next = focusSuccessor(byName('Delete Sales'));
    byName('Delete Sales').closest('li')!.remove();
    expect(next()).toBe(byName('Delete Design'));
    const before = focusSuccessor(byName('Delete Design'));
    byName('Delete Design').closest('li')!.remove();
    // The list is empty: its section, by its heading.
    expect(before()).toBe(byName('Departments'));
  });

  // A form keyed by its saved data is drawn anew by the refresh: its Save was gone, and the focus went to the content.
  it('gives a control in no list to the same control drawn anew', () => {
    page('<form aria-label="Network setup"><textarea></textarea><button type="submit">Save</button></form><a href="/settings">Settings</a>');
    const successor = focusSuccessor(byName('Save'));
    page('<form aria-label="Network setup"><textarea></textarea><button type="submit">Save</button></form><a href="/settings">Settings</a>');
    expect(successor()).toBe(byName('Save'));
    expect(byName('Save').isConnected).toBe(true);
  });

  // The deleted role's card showed the administrator's after the delete, with no Delete: the focus went to <body>.
  it('gives a control gone from a section that stays to the section’s heading', () => {
    page('<section><h2 tabindex="-1">Temp A</h2><button aria-label="Rename Temp A">Rename</button><button aria-label="Delete Temp A">Delete</button></section>');
    const successor = focusSuccessor(byName('Delete Temp A'));
    const section = document.querySelector('section')!;
    section.innerHTML = '<h2 tabindex="-1">Administrator</h2><button aria-label="Rename Administrator">Rename</button>';
    expect(successor()).toBe(byName('Administrator'));
  });

  it('answers nothing when the control, its twin and its section are all gone, or when its name is shared', () => {
    page('<section><h2 tabindex="-1">Temp A</h2><button aria-label="Delete Temp A">Delete</button></section>');
    const gone = focusSuccessor(byName('Delete Temp A'));
    page('<p>Nothing here</p>');
    expect(gone()).toBeNull();

    page('<div><button>Save</button></div>');
    const ambiguous = focusSuccessor(byName('Save'));
    page('<div><button>Save</button></div><div><button>Save</button></div>');
    expect(ambiguous()).toBeNull();
  });
});
