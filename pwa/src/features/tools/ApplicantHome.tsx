import { config } from '../../lib/config';
import { ToolChooser, type Tool } from './ToolChooser';

const tools: readonly Tool[] = [
  {
    id: 'applicant',
    name: 'tool.applicant.name',
    description: 'tool.applicant.text',
    path: '/dashboard/applicant/welcome',
    tutorial: config.tutorials.applicant,
  },
  { id: 'lms', name: 'tool.lms.name', description: 'tool.lms.text', path: '/dashboard/lms/home', tutorial: config.tutorials.lms },
  {
    id: 'digikua',
    name: 'tool.digikua.name',
    description: 'tool.digikua.text',
    path: '/dashboard/digikua/applicant/cashflow-summary',
    tutorial: null,
  },
  {
    id: 'qsurvey',
    name: 'tool.qsurvey.name',
    description: 'tool.qsurvey.text',
    path: '/dashboard/qsurvey/applicant/home',
    tutorial: null,
  },
];

/** /dashboard/trainee/home: the applicant's tool chooser. */
export function ApplicantHome() {
  return <ToolChooser tools={tools} area="applicant" />;
}
