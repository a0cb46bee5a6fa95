/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_PRODUCT_SHORT_NAME?: string;
  readonly VITE_SUPPORT_EMAILS?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_LINK_MAIN?: string;
  readonly VITE_LINK_SHOP?: string;
  readonly VITE_LINK_INVEST?: string;
  readonly VITE_LINK_TEAM?: string;
  readonly VITE_LINK_APPLY?: string;
  readonly VITE_LINK_CONTACTS?: string;
  readonly VITE_LINK_DONATE?: string;
  readonly VITE_LINK_PRIVACY?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_X?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_SOCIAL_LINKEDIN?: string;
  readonly VITE_SOCIAL_YOUTUBE?: string;
  readonly VITE_TUTORIAL_APPLICANT?: string;
  readonly VITE_TUTORIAL_LMS?: string;
  readonly VITE_INVITE_TUTORIAL_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
