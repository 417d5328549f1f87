'use client';

import type { ComponentProps, ComponentType } from 'react';
import type * as Dialogs from './profile-section-dialogs';
import { EditTrigger } from './edit-trigger';
import { lazyButton } from '@/components/kit/lazy-button';

/**
 * The profile sections' Edit buttons (employment info and note, work from
 * home, salary, bank and personal info, education, family). Their dialogs
 * (profile-section-dialogs.tsx) load on the first click, so the profile's
 * first load carries the buttons only.
 */

type Props<K extends keyof typeof Dialogs> = ComponentProps<(typeof Dialogs)[K]>;

const section = <K extends keyof typeof Dialogs>(name: K, label: string) =>
  lazyButton<Props<K>>(
    () => import('./profile-section-dialogs').then((module) => module[name] as ComponentType<Props<K>>),
    (onClick) => <EditTrigger section={label} onClick={onClick} disabled={!onClick} />,
  );

export const EditEmploymentButton = section('EditEmploymentButton', 'employment info');
export const EditNoteButton = section('EditNoteButton', 'note');
export const EditWorkFromHomeButton = section('EditWorkFromHomeButton', 'work from home');
export const EditSalaryButton = section('EditSalaryButton', 'salary');
export const EditBankButton = section('EditBankButton', 'bank info');
export const EditPersonalButton = section('EditPersonalButton', 'personal info');
export const EditEducationButton = section('EditEducationButton', 'education');
export const EditFamilyButton = section('EditFamilyButton', 'family info');
