import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import type { Library } from '@trivia/contracts';
import { CurrentPrincipal, type MemberPrincipal } from '../../identity';
import { QuizSlugPipe } from '../quizzes/quiz-slug.pipe';
import { LibraryService } from './library.service';

/** A member's own library (members only: the guard refuses guests, the CSRF guard unsigned changes). */
@Controller('library')
export class LibraryController {
  constructor(private readonly library: LibraryService) {}

  @Get()
  mine(@CurrentPrincipal('member') member: MemberPrincipal): Promise<Library> {
    return this.library.library(member.userId);
  }

  @Put('saved/:slug')
  @HttpCode(204)
  save(@CurrentPrincipal('member') member: MemberPrincipal, @Param('slug', QuizSlugPipe) slug: string): Promise<void> {
    return this.library.save(member.userId, slug);
  }

  @Delete('saved/:slug')
  @HttpCode(204)
  unsave(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('slug', QuizSlugPipe) slug: string,
  ): Promise<void> {
    return this.library.unsave(member.userId, slug);
  }
}
